// What one packed tarball holds and whether it is fit to publish: its files and sizes, files that must not
// ship, the packages its dist/ imports against its dependencies, publint and attw.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dependencyMismatches, moduleSpecifiers, packageNameOf } from './dist-imports';
import { packedManifest, type PackedPackage } from './pack-public-packages';
import { attwProblems, publintMessages } from './package-lint';
import { filesWithSizes, unpackTarball, unwantedFiles, type PackedFile } from './tarball-contents';
import type { PackageManifest } from './workspace-paths';

export interface TarballInspection {
  readonly name: string;
  readonly manifest: PackageManifest;
  readonly files: PackedFile[];
  readonly tarballBytes: number;
  readonly unpackedBytes: number;
  readonly problems: string[];
}

/** The npm packages the built JavaScript and declaration files of a tarball import. */
function importedPackages(unpacked: string, files: readonly PackedFile[]): Set<string> {
  const imported = new Set<string>();
  for (const file of files.filter((candidate) => /\.(m?js|d\.m?ts)$/.test(candidate.path))) {
    for (const specifier of moduleSpecifiers(readFileSync(join(unpacked, file.path), 'utf8'))) {
      const name = packageNameOf(specifier);
      if (name !== undefined) imported.add(name);
    }
  }
  return imported;
}

export async function inspectTarball(entry: PackedPackage, unpackInto: string): Promise<TarballInspection> {
  const unpacked = await unpackTarball(entry.tarball, unpackInto);
  const manifest = packedManifest(unpacked);
  const files = filesWithSizes(unpacked);
  const problems: string[] = [];
  for (const path of unwantedFiles(files)) problems.push(`the tarball holds ${path}, which is test material or the AGPL test reference`);
  const { undeclared, unused } = dependencyMismatches(manifest, importedPackages(unpacked, files));
  for (const name of undeclared) problems.push(`dist/ imports ${name}, which is not in dependencies or peerDependencies`);
  for (const name of unused) problems.push(`dependencies list ${name}, which dist/ never imports (move it to devDependencies)`);
  problems.push(...(await publintMessages(entry.tarball)));
  const attw = await attwProblems(entry.tarball);
  if (attw !== undefined) problems.push(`attw --profile esm-only:\n${attw}`);
  return {
    name: entry.name,
    manifest,
    files,
    tarballBytes: statSync(entry.tarball).size,
    unpackedBytes: files.reduce((total, file) => total + file.bytes, 0),
    problems,
  };
}
