export { useReducedMotion, prefersReducedMotion } from './use-reduced-motion';
export { useMediaQuery } from './use-media-query';
