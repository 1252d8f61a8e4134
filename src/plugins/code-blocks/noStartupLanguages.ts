// Stands in for theme-classic's Prism client module (see index.ts): nothing
// to run at start-up. theme/CodeBlock/Live adds the languages.
export {};
