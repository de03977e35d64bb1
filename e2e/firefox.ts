// Until e2e/orca/ imports @foundation/browsers itself: then delete this file.
export { firefoxExecutablePath } from '@foundation/browsers/executables';
