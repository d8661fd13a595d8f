import { readFileSync } from 'node:fs';

import { type Copy, DockerfileParser, type From, type Instruction, JSONInstruction } from 'dockerfile-ast';

export interface DockerInstruction {
  keyword: string;
  /** Shell-form words, or the strings of the JSON (exec) form. */
  args: string[];
  /** The text after the keyword and its flags, as written. */
  text: string;
  /** `--from=<stage>` of a COPY. */
  from?: string;
}

export interface DockerStage {
  name?: string;
  /** The image, or the earlier stage, it starts from. */
  base: { image: string; tag: string | null; digest: string | null };
  instructions: DockerInstruction[];
}

const argsOf = (instruction: Instruction): string[] => {
  const json = instruction instanceof JSONInstruction ? instruction.getJSONStrings() : [];
  return json.length > 0
    ? json.map((entry) => entry.getJSONValue())
    : instruction.getArguments().map((argument) => argument.getValue());
};

const toInstruction = (instruction: Instruction): DockerInstruction => {
  const keyword = instruction.getKeyword();
  const from = keyword === 'COPY' ? (instruction as Copy).getFromFlag()?.getValue() : undefined;
  return {
    keyword,
    args: argsOf(instruction),
    text: instruction.getArgumentsContent() ?? '',
    ...(from ? { from } : {}),
  };
};

/** A Dockerfile's stages in order, each with the instructions between its FROM and the next. */
export const readStages = (path: string): DockerStage[] => {
  const dockerfile = DockerfileParser.parse(readFileSync(path, 'utf8'));
  const stages: DockerStage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const from = instruction as From;
      stages.push({
        name: from.getBuildStage() ?? undefined,
        base: { image: from.getImageName() ?? '', tag: from.getImageTag(), digest: from.getImageDigest() },
        instructions: [],
      });
      continue;
    }
    const current = stages.at(-1);
    if (!current) throw new Error(`${path}: ${instruction.getKeyword()} before the first FROM`);
    current.instructions.push(toInstruction(instruction));
  }
  return stages;
};

/** The stage a name refers to, by its `AS` name or its index. */
export const stageNamed = (stages: readonly DockerStage[], name: string): DockerStage | undefined =>
  stages.find((stage) => stage.name === name) ?? (/^\d+$/.test(name) ? stages[Number(name)] : undefined);

export const instructionsOf = (stage: DockerStage, keyword: string): DockerInstruction[] =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** The value an ENV of the stage gives a variable (the last one wins), undefined when none does. */
export const envOf = (stage: DockerStage, name: string): string | undefined => {
  let value: string | undefined;
  for (const env of instructionsOf(stage, 'ENV')) {
    for (const pair of env.args) {
      const [key, ...rest] = pair.split('=');
      if (key === name && rest.length > 0) value = rest.join('=');
    }
  }
  return value;
};
