// The block index part of src/chiron/chiron-table.generated.ts (written after CHIRON_TABLE_DATA).

/** Module text declaring CHIRON_TABLE_BLOCK_SEGMENTS and CHIRON_TABLE_BLOCKS (from `chironBlockIndex`). */
export function chironBlocksModuleText(blockSegments: number, index: readonly number[]): string {
  const lines: string[] = [];
  for (let start = 0; start < index.length; start += 16) lines.push(`  ${index.slice(start, start + 16).join(', ')},`);
  return `/** Segments per block of CHIRON_TABLE_BLOCKS (a block is decoded on its first use). */
export const CHIRON_TABLE_BLOCK_SEGMENTS = ${blockSegments};
/** Per block: where its integers start in the joined CHIRON_TABLE_DATA, and the constant term (units) before it. */
export const CHIRON_TABLE_BLOCKS: readonly number[] = [
${lines.join('\n')}
];
`;
}
