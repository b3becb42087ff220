import { Type } from '@sinclair/typebox'

export const AttachmentIdParams = Type.Object({ attachmentId: Type.String({ format: 'uuid' }) })

export const AttachmentDownloadParams = Type.Object({
  attachmentId: Type.String({ format: 'uuid' }),
  /** Only for the browser's address bar and save dialog: the id alone picks the file */
  requestedFilename: Type.String()
})

export const UploadedAttachment = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    /** The uploader's file name, cleaned for display */
    name: Type.String(),
    /** The sniffed type the file is served with */
    contentType: Type.String(),
    size: Type.Integer()
  },
  { title: 'UploadedAttachment' }
)
