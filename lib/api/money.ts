/** NPR amounts rounded to paisa (and differences of them, free of float noise). */
export const npr = (value: number) => Math.round(value * 100) / 100;
