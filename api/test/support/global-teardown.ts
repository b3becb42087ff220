import { dropTemplate } from './databases'

export default async function globalTeardown(): Promise<void> {
  await dropTemplate()
}
