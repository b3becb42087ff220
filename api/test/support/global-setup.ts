import { createTemplate } from './databases'

export default async function globalSetup(): Promise<void> {
  process.env.PESA_TEST_RUN_ID ??= String(process.pid)
  await createTemplate()
}
