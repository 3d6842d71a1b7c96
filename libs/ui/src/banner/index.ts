export { Banner } from './banner';
export type { BannerDismissReason, BannerProps, BannerTone } from './banner';
