// A stage of the app's start (2-app-entry.tsx): importing this evaluates the router's code. It names
// one export only, so that the bundle keeps just the router code the app uses.
export { createBrowserRouter } from 'react-router-dom';
