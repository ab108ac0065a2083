#!/usr/bin/env node
// Checks the files that build, release and deploy the toolkit, with nothing but Node.js (no
// Docker engine, no cluster, no GitHub):
// - every workflow in .github/workflows against the GitHub Actions workflow schema
//   (@action-validator/cli);
// - the Dockerfile with dockerfilelint, and what the census image must be: a tagged base image,
//   only the packed packages copied in, not run as root, `russian-solitaire` as the entry point;
// - every manifest in deploy/*.yaml against the Kubernetes API schemas (the validators that
//   kubernetes-models generates from Kubernetes' OpenAPI definitions), strictly (each manifest is
//   type-checked against the model's TypeScript interface, so a field the schema does not know,
//   `imagee:` say, is refused, which the schema alone allows), and the census Job's own
//   arithmetic: as many completions as shards;
// - the pods of every manifest against the restricted Pod Security Standard (what a namespace
//   that enforces it admits: not root, no privilege escalation, every capability dropped, a
//   RuntimeDefault or Localhost seccomp profile, no host namespaces, ports or paths, only the
//   volume types it allows), with no service-account token mounted, and images named by a fixed
//   tag or a digest;
// - deploy/*.slurm: parsed by `sh -n`, as many array tasks as shards, and hardened as the pods
//   are: `set -eu`, only PATH of the submitting environment, a memory limit, never root, and no
//   privilege to gain (`setpriv --no-new-privs`).
// Run from anywhere: `node scripts/check-deploy.mjs` (part of `pnpm lint`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const problems = [];
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const output = (e) => `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || e.message;

// Workflows.
const workflows = join(root, '.github', 'workflows');
const workflowFiles = existsSync(workflows) ? readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f)) : [];
for (const file of workflowFiles) {
  try {
    run(bin('action-validator'), [join('.github', 'workflows', file)]);
  } catch (e) {
    problems.push(`.github/workflows/${file} is not a valid workflow:\n${output(e)}`);
  }
}

// The Dockerfile.
if (existsSync(join(root, 'Dockerfile'))) {
  try {
    run(bin('dockerfilelint'), ['Dockerfile']);
  } catch (e) {
    problems.push(`Dockerfile: dockerfilelint found problems:\n${output(e)}`);
  }
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  const instructions = (name) => lines.filter((l) => l.toUpperCase().startsWith(`${name} `));
  for (const from of instructions('FROM'))
    if (!/^FROM \S+:\S+/.test(from) || /:latest\b/.test(from))
      problems.push(`Dockerfile: "${from}" names no fixed tag`);
  for (const copy of [...instructions('COPY'), ...instructions('ADD')])
    if (!/^COPY packed\/\*\.tgz /.test(copy))
      problems.push(`Dockerfile: "${copy}" copies more than the packed packages`);
  const user = instructions('USER').pop();
  if (user === undefined || /^USER (root|0)(:|$)/.test(user)) problems.push('Dockerfile: the image runs as root');
  if (instructions('ENTRYPOINT').pop() !== 'ENTRYPOINT ["russian-solitaire"]')
    problems.push('Dockerfile: the entry point is not ["russian-solitaire"]');
  const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
  if (!ignore.includes('*') || !ignore.includes('!packed/*.tgz'))
    problems.push('.dockerignore: the build context must be the packed packages alone (* then !packed/*.tgz)');
}

// Kubernetes manifests.
const deploy = join(root, 'deploy');
const deployFiles = existsSync(deploy) ? readdirSync(deploy).sort() : [];
/** The model class of a manifest's apiVersion and kind, from kubernetes-models (core types live under `v1`). */
const modelPath = (apiVersion) => (apiVersion.includes('/') ? apiVersion : 'v1');
function modelOf(apiVersion, kind) {
  try {
    return require(`kubernetes-models/${modelPath(apiVersion)}/${kind}`)[kind];
  } catch {
    return undefined;
  }
}
/** The volume types the restricted Pod Security Standard allows. */
const RESTRICTED_VOLUMES = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];
/** The seccomp profiles it allows. */
const RESTRICTED_SECCOMP = ['RuntimeDefault', 'Localhost'];

/**
 * Where a pod spec falls short of the restricted Pod Security Standard
 * (https://kubernetes.io/docs/concepts/security/pod-security-standards/), of a pod that mounts no
 * service-account token, and of images named by a fixed tag or a digest.
 */
function restrictedProblems(pod, where) {
  const found = [];
  const podContext = pod.securityContext ?? {};
  const containers = [...(pod.initContainers ?? []), ...(pod.containers ?? []), ...(pod.ephemeralContainers ?? [])];
  if (pod.automountServiceAccountToken !== false)
    found.push('the pods mount a service-account token (automountServiceAccountToken: false)');
  for (const key of ['hostNetwork', 'hostPID', 'hostIPC'])
    if (pod[key] === true) found.push(`the pods share the host's namespaces (${key})`);
  for (const volume of pod.volumes ?? []) {
    const type = Object.keys(volume).find((k) => k !== 'name');
    if (!RESTRICTED_VOLUMES.includes(type))
      found.push(`volume ${volume.name} is of a type the standard does not allow (${type})`);
  }
  for (const c of containers) {
    const context = c.securityContext ?? {};
    const name = `container ${c.name}`;
    if (context.privileged === true) found.push(`${name} is privileged`);
    if (context.allowPrivilegeEscalation !== false)
      found.push(`${name} may gain privileges (allowPrivilegeEscalation: false)`);
    if (!(context.capabilities?.drop ?? []).includes('ALL')) found.push(`${name} keeps capabilities (drop: [ALL])`);
    for (const added of context.capabilities?.add ?? [])
      if (added !== 'NET_BIND_SERVICE') found.push(`${name} adds the capability ${added}`);
    if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true)
      found.push(`${name} may run as root (runAsNonRoot)`);
    if ((context.runAsUser ?? podContext.runAsUser) === 0) found.push(`${name} runs as user 0`);
    const seccomp = (context.seccompProfile ?? podContext.seccompProfile)?.type;
    if (!RESTRICTED_SECCOMP.includes(seccomp))
      found.push(`${name} has no RuntimeDefault seccomp profile (seccompProfile)`);
    if ((c.ports ?? []).some((port) => port.hostPort !== undefined && port.hostPort !== 0))
      found.push(`${name} takes a host port`);
    if (!/@sha256:[0-9a-f]{64}$/.test(c.image ?? '') && !/:[^/:@]+$/.test(c.image ?? ''))
      found.push(`${name}'s image names no tag or digest`);
    if (/:latest$/.test(c.image ?? '')) found.push(`${name}'s image is :latest`);
  }
  return found.map((problem) => `${where}: ${problem}`);
}

/** The N of `--shard …/N` in a command line. */
const shardsOf = (text) => Number(/--shard\s+[^-]*?\/(\d+)/.exec(text)?.[1] ?? Number.NaN);
let manifests = 0;
/** Each manifest as TypeScript, for the strict check: `{ where, path, kind, manifest }`. */
const typed = [];
for (const file of deployFiles.filter((f) => /\.ya?ml$/.test(f))) {
  const documents = parseAllDocuments(readFileSync(join(deploy, file), 'utf8'));
  for (const [i, document] of documents.entries()) {
    const where = `deploy/${file}${documents.length > 1 ? ` (document ${i + 1})` : ''}`;
    if (document.errors.length > 0) {
      problems.push(`${where} is not valid YAML: ${document.errors.map((e) => e.message).join('; ')}`);
      continue;
    }
    const manifest = document.toJS();
    const Model = modelOf(String(manifest?.apiVersion), String(manifest?.kind));
    if (Model === undefined) {
      problems.push(`${where}: no Kubernetes schema for apiVersion ${manifest?.apiVersion}, kind ${manifest?.kind}`);
      continue;
    }
    manifests++;
    typed.push({ where, path: modelPath(String(manifest.apiVersion)), kind: String(manifest.kind), manifest });
    try {
      new Model(manifest).validate();
    } catch (e) {
      problems.push(`${where} does not match the Kubernetes schema of ${manifest.kind}: ${e.message}`);
    }
    if (manifest.kind === 'Job') {
      const spec = manifest.spec;
      const shards = spec.template.spec.containers.map((c) =>
        shardsOf([...(c.command ?? []), ...(c.args ?? [])].join(' ')),
      );
      if (spec.completionMode !== 'Indexed') problems.push(`${where}: the Job is not an Indexed Job`);
      if (!shards.every((n) => n === spec.completions))
        problems.push(`${where}: ${spec.completions} completions for --shard …/${shards.join(', ')}`);
      if (spec.template.spec.securityContext?.runAsNonRoot !== true)
        problems.push(`${where}: the pods may run as root`);
    }
    const pod =
      manifest.kind === 'Pod'
        ? manifest.spec
        : (manifest.spec?.jobTemplate?.spec?.template?.spec ?? manifest.spec?.template?.spec);
    if (pod !== undefined) problems.push(...restrictedProblems(pod, where));
  }
}
if (deployFiles.some((f) => /\.ya?ml$/.test(f)) && manifests === 0) problems.push('deploy/: no manifest was checked');
if (typed.length > 0) {
  // Strictly: an object literal of the model's interface may name no property the interface lacks.
  const dir = mkdtempSync(join(tmpdir(), 'rs-manifests-'));
  try {
    const lines = typed.map(
      (t, i) =>
        `import type { I${t.kind} as T${i} } from 'kubernetes-models/${t.path}/${t.kind}';\n` +
        `export const m${i}: T${i} = ${JSON.stringify(t.manifest)};`,
    );
    writeFileSync(join(dir, 'manifests.ts'), `${lines.join('\n')}\n`);
    const paths = { 'kubernetes-models/*': [join(root, 'node_modules', 'kubernetes-models', '*')] };
    const options = { strict: true, noEmit: true, skipLibCheck: true, module: 'commonjs', moduleResolution: 'node10' };
    const config = { compilerOptions: { ...options, paths, types: [] }, files: ['manifests.ts'] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')]);
  } catch (e) {
    const found = `${e.stdout ?? ''}`.split('\n').filter((l) => l.includes('error TS'));
    for (const line of found.length > 0 ? found : [output(e)]) {
      const at = /manifests\.ts\((\d+),/.exec(line);
      const where = at === null ? 'deploy/' : typed[Math.floor((Number(at[1]) - 1) / 2)].where;
      problems.push(
        `${where} has a field the Kubernetes schema does not know: ${line.replace(/^.*error TS\d+: /, '')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Slurm batch scripts.
for (const file of deployFiles.filter((f) => f.endsWith('.slurm'))) {
  const text = readFileSync(join(deploy, file), 'utf8');
  try {
    run('sh', ['-n', join('deploy', file)]);
  } catch (e) {
    problems.push(`deploy/${file} is not a valid sh script:\n${output(e)}`);
  }
  const array = /^#SBATCH --array=1-(\d+)$/m.exec(text);
  if (array === null || Number(array[1]) !== shardsOf(text))
    problems.push(`deploy/${file}: the array (#SBATCH --array=1-N) and --shard …/N differ`);
  // Hardened as the Kubernetes pods are (see the comment at the top).
  const hardening = [
    [/^set -eu$/m, 'stop at the first error or unset variable (set -eu)'],
    [/^#SBATCH --export=(NONE|PATH)$/m, 'take only PATH of the submitting environment (#SBATCH --export=PATH)'],
    [/^#SBATCH --mem=\d+[KMGT]?$/m, 'have a memory limit (#SBATCH --mem=…)'],
    [/if \[ "\$\(id -u\)" -eq 0 \]; then[^]*?exit 1/m, 'refuse to run as root'],
    [
      /exec setpriv --no-new-privs russian-solitaire /,
      'gain no privilege (exec setpriv --no-new-privs russian-solitaire …)',
    ],
  ];
  for (const [pattern, what] of hardening)
    if (!pattern.test(text)) problems.push(`deploy/${file}: the job must ${what}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `check-deploy: workflows ${workflowFiles.length}, Kubernetes manifests ${manifests}, all as they should be`,
);
