// Builds one fixture variant of a remote the way the build script builds the remote itself
// (cached by input hash, into an immutable folder named after its content) and prints
// { "folder": … } as its last line. Usage: build-fixture.mjs <remote> <variant> <env as JSON> <deploy root>
import { buildRemote } from '../../scripts/build.mjs'

const [remote, variant, env, deployRoot] = process.argv.slice(2)
const folder = await buildRemote(remote, { variant, env: JSON.parse(env), deployRoot })
console.log(`\n${JSON.stringify({ folder })}`)
