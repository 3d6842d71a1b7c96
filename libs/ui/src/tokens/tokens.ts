/**
 * The few token values that must exist in JavaScript: a canvas (echarts) cannot read CSS custom properties.
 * They mirror tokens.css, and a test fails if the two drift apart.
 */
export const colorTokens = {
  '--color-primary-900': '#0b3b3c',
  '--color-primary-700': '#0f5e5f',
  '--color-primary-100': '#dff1f0',
  '--color-accent-700': '#a2401f',
  '--color-accent-500': '#e0714a',
  '--color-text': '#24201d',
  '--color-text-muted': '#5c5550',
  '--color-surface': '#ffffff',
  '--color-border': '#d9d2cb',
  '--color-border-strong': '#8a817a',
  '--color-success-700': '#1e6b34',
  '--color-warning-700': '#7a5200',
  '--color-danger-700': '#a3211c',
} as const;

export const fontTokens = {
  '--font-sans': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
