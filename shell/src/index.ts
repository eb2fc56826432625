// Async boundary: shared singletons (react, styled-components, …) are negotiated with the
// Module Federation share scope before any app code runs.
import('./bootstrap');
