export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
