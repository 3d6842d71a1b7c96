export { useReducedMotion, prefersReducedMotion } from './use-reduced-motion';
