export { RoadmapPage as Component } from '../../features/roadmap/roadmap-page';
