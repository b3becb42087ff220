/*
 * @pesa/shared/kit/file-upload: the upload of attachments (spec part 1 §5 Upload), bundled by
 * each app that uses it. It reaches the shared runtime only through '@pesa/shared'.
 */
export { FileUpload, formatFileSize, type FileUploadErrorCode, type FileUploadProps } from './FileUpload'
export { attachmentDownloadUrl, uploadFile, type UploadedFile, type UploadRequest } from './upload-request'
export { fileUploadTexts, type FileUploadTexts } from './texts'
