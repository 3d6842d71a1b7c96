export { NotFoundPage as Component } from '../../features/not-found/not-found-page';
