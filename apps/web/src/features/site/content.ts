// The site feature's single door to the typed content modules (D5).
export * from '../../content';
