// The servers a browser suite puts in front of a build. README.md says how.
export { nginxPath, startNginx, type Nginx, type NginxOptions } from './nginx';
export { startHoldingProxy, type HoldingProxy } from './holdingProxy';
