// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'

/** DELETE /api/citizen/attachments/:attachmentId (WEAK): Deletes a file: the uploader's unattached upload, or as the owner type allows */
export function deleteAttachment(args: { params: {
  attachmentId: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/attachments/${encodeURIComponent(args.params.attachmentId)}`, ...options })
}
