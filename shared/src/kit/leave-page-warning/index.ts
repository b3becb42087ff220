export { LeavePageWarning, useLeavePageWarning, type LeavePageWarningProps } from './LeavePageWarning'
