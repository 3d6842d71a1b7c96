// Public entry of the UI kit. Styles: import '@waypoint/ui/styles.css' once at the app root.
// The chart entry re-exported below holds no static echarts import; echarts loads only when a Chart renders.
export * from './banner';
export * from './button';
export * from './card';
export * from './carousel';
export * from './chart';
export * from './collapsible';
export * from './confirm-dialog';
export * from './dialog';
export * from './dropdown-menu';
export * from './hooks';
export * from './password-input';
export * from './progress-bar';
export * from './rating-scale';
export * from './responsive-table';
export * from './score-badge';
export * from './select';
export * from './spinner';
export * from './tag';
export * from './text-area';
export * from './text-input';
export * from './thumbs-feedback';
export * from './visually-hidden';
