/** `preeti` ships no types: one function, Preeti-font text (or Kantipur, PCS) → Unicode. */
declare module 'preeti' {
  function preeti(text: string, font?: 'Preeti' | 'Kantipur' | 'PCS Nepali'): string;
  export default preeti;
}
