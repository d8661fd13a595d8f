import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { type DockerStage, envOf, instructionsOf, readStages, stageNamed } from './dockerfile-stages';
import { productionPackages, runtimePackagesOf } from './runtime-imports';
import { DEPLOYED_APPS, type DeployedApp, dockerfileOf, fromRoot, OPS_PORT } from './workspace';

interface ProjectJson {
  projectType?: string;
  tags?: string[];
  targets?: { build?: { outputs?: string[] } };
}

const projectOf = (app: string): ProjectJson =>
  JSON.parse(readFileSync(fromRoot('apps', app, 'project.json'), 'utf8')) as ProjectJson;

/** Where the app's build target says its output goes, relative to the repository root. */
const buildOutputOf = (app: string): string => {
  const [output] = projectOf(app).targets?.build?.outputs ?? [];
  if (!output) throw new Error(`apps/${app}/project.json declares no build output`);
  return output.replace('{workspaceRoot}/', '');
};

/** The apps each image carries: the gateway serves the web app's build beside its own. */
const shippedBuilds = (app: DeployedApp): string[] => (app === 'gateway' ? ['gateway', 'web'] : [app]);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const runs = (stage: DockerStage): string[] => instructionsOf(stage, 'RUN').map((run) => run.args.join(' '));

/** A stage's npm installs, each as the words of its command. */
const npmInstalls = (stage: DockerStage): string[][] =>
  runs(stage)
    .flatMap((command) => command.split(/&&|;/))
    .map((command) => command.trim().split(/\s+/))
    .filter((words) => words[0] === 'npm' && ['ci', 'install', 'i'].includes(words[1] ?? ''));

const installsProductionOnly = (install: readonly string[]): boolean =>
  install.includes('--omit=dev') || install.includes('--production');

const userOf = (stage: DockerStage): string | undefined => instructionsOf(stage, 'USER').at(-1)?.args[0];

const isRoot = (user: string): boolean => {
  const [name = ''] = user.split(':');
  return name === '' || name === '0' || name === 'root';
};

describe.each(DEPLOYED_APPS)('the %s image', (app) => {
  const path = dockerfileOf(app);
  const stages = existsSync(path) ? readStages(path) : [];
  const final = stages.at(-1);

  /** The final stage, which a missing Dockerfile leaves absent. */
  const runtime = (): DockerStage => {
    if (!final) throw new Error(`${app} has no Dockerfile at docker/${app}.Dockerfile`);
    return final;
  };

  /** The COPYs of the final stage taking `source` from an earlier stage (`--from`), with that stage. */
  const copiesInto = (source: RegExp): { stage: DockerStage; args: string[] }[] =>
    instructionsOf(runtime(), 'COPY').flatMap((copy) => {
      const stage = copy.from === undefined ? undefined : stageNamed(stages, copy.from);
      return stage && copy.args.slice(0, -1).some((arg) => source.test(arg))
        ? [{ stage, args: copy.args }]
        : [];
    });

  it('has a Dockerfile with a build stage and a runtime stage', () => {
    expect(existsSync(path)).toBe(true);
    expect(stages.length).toBeGreaterThanOrEqual(2);
  });

  it('starts every stage from an image pinned to a version, never latest', () => {
    for (const stage of stages) {
      const { image, tag, digest } = stage.base;
      if (stageNamed(stages.slice(0, stages.indexOf(stage)), image)) continue;
      expect({
        image,
        pinned: digest !== null || (tag !== null && tag !== 'latest' && /\d/.test(tag)),
      }).toEqual({
        image,
        pinned: true,
      });
    }
  });

  it('runs as a user other than root', () => {
    const user = userOf(runtime());
    expect(user).toBeDefined();
    expect(isRoot(user ?? '')).toBe(false);
  });

  it('checks its health on the ops port /livez and runs in production mode', () => {
    const [healthcheck, ...more] = instructionsOf(runtime(), 'HEALTHCHECK');
    expect(more).toHaveLength(0);
    expect(healthcheck?.args[0]).toBe('CMD');
    expect(healthcheck?.text).toContain('/livez');
    expect(healthcheck?.text).toContain('process.env.OPS_PORT');
    expect(envOf(runtime(), 'OPS_PORT')).toBe(String(OPS_PORT));
    expect(envOf(runtime(), 'NODE_ENV')).toBe('production');
  });

  it('exposes the ops port, and the gateway its HTTP port', () => {
    const exposed = instructionsOf(runtime(), 'EXPOSE').flatMap((expose) => expose.args);
    expect(exposed).toContain(String(OPS_PORT));
    if (app === 'gateway') expect(exposed).toContain(envOf(runtime(), 'PORT'));
  });

  it.each(shippedBuilds(app))('copies the %s build output from a stage that builds it', (built) => {
    const output = buildOutputOf(built);
    const [copy] = copiesInto(new RegExp(`(^|/)${escapeRegExp(output)}/?$`));
    expect(copy).toBeDefined();
    expect(copy?.args.at(-1)?.replace(/^\.\//, '').replace(/\/$/, '')).toBe(output);
    const builds = runs(copy?.stage ?? runtime()).some(
      (command) =>
        new RegExp(`nx run-many .*-t build .*-p( [\\w-]+)* ${built}( |$)`).test(command) ||
        command.includes(`nx run ${built}:build`),
    );
    expect(builds).toBe(true);
  });

  it('starts the bundle of its own build', () => {
    const [cmd] = instructionsOf(runtime(), 'CMD');
    expect(cmd?.args[0]).toBe('node');
    expect(cmd?.args.at(-1)).toBe(`${buildOutputOf(app)}/main.js`);
  });

  it('holds production dependencies only in the runtime stage', () => {
    // Installed there directly, or copied from stages whose every install leaves dev dependencies out.
    const installs = [
      ...npmInstalls(runtime()),
      ...copiesInto(/(^|\/)node_modules\/?$/).flatMap(({ stage }) => npmInstalls(stage)),
    ];
    expect(installs.length).toBeGreaterThan(0);
    expect(installs.filter((install) => !installsProductionOnly(install))).toEqual([]);
    // The build stage's whole tree (its node_modules with dev dependencies) is never copied over.
    const wholeTrees = instructionsOf(runtime(), 'COPY').filter(
      (copy) => copy.from !== undefined && copy.args.slice(0, -1).some((arg) => /^(\/src|\.)\/?$/.test(arg)),
    );
    expect(wholeTrees).toEqual([]);
  });
});

describe('images', () => {
  it('exist for every back-end app and for nothing else', () => {
    const backendApps = readdirSync(fromRoot('apps')).filter((app) => {
      const project = existsSync(fromRoot('apps', app, 'project.json')) ? projectOf(app) : undefined;
      return (
        project?.projectType === 'application' && (project.tags ?? []).includes('type:app') && app !== 'web'
      );
    });
    expect([...backendApps].sort()).toEqual([...DEPLOYED_APPS].sort());
    const dockerfiles = readdirSync(fromRoot('docker')).filter((file) => file.endsWith('.Dockerfile'));
    expect(dockerfiles.sort()).toEqual(DEPLOYED_APPS.map((app) => `${app}.Dockerfile`).sort());
  });

  it.each(DEPLOYED_APPS)(
    'hold every package the %s code loads, since they install production ones only',
    (app) => {
      const installed = productionPackages();
      const loaded = runtimePackagesOf(app);
      expect(loaded.size).toBeGreaterThan(5);
      const absent = [...loaded]
        .filter(([name]) => !installed.has(name))
        .map(([name, file]) => `${name} (${file})`);
      expect(absent).toEqual([]);
    },
  );

  it('build from a context that leaves out installs, build output, data and git', () => {
    const ignored = readFileSync(fromRoot('.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !line.startsWith('#'));
    for (const folder of ['node_modules', '.git', 'dist', 'data']) {
      expect(ignored.some((pattern) => pattern === folder || pattern === `**/${folder}`)).toBe(true);
    }
    expect(ignored.some((pattern) => pattern.startsWith('!'))).toBe(false);
  });
});
