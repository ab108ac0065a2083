// Written by scripts/first-deals.mjs; do not edit.
/**
 * The seeds a first visit deals from when it wants a winnable deal: the first 128 seeds from 0
 * up (of the 2089 from 0 to 2088) whose classic deal the solver proves winnable
 * within {@link FIRST_DEAL_BUDGET} nodes. `first-deal.test.ts` proves each of them again.
 * @module
 */

/** The node budget each seed of {@link FIRST_DEAL_SEEDS} was proved winnable within. */
export const FIRST_DEAL_BUDGET = 100_000;

/** The seeds, ascending. */
export const FIRST_DEAL_SEEDS: readonly number[] = [
  14, 18, 41, 59, 66, 73, 100, 108, 110, 130, 143, 156, 157, 162, 182, 189, 206, 212, 275, 288, 307, 330, 353, 393, 415,
  494, 502, 543, 558, 559, 564, 580, 583, 597, 634, 642, 644, 667, 726, 762, 792, 803, 805, 827, 828, 830, 842, 847,
  861, 867, 891, 910, 916, 949, 953, 959, 960, 970, 984, 988, 1008, 1013, 1025, 1059, 1064, 1072, 1082, 1091, 1096,
  1103, 1104, 1151, 1180, 1201, 1204, 1209, 1223, 1236, 1256, 1257, 1285, 1287, 1288, 1298, 1350, 1353, 1363, 1379,
  1381, 1419, 1429, 1431, 1448, 1455, 1466, 1468, 1512, 1561, 1571, 1573, 1575, 1578, 1583, 1588, 1637, 1648, 1670,
  1690, 1692, 1693, 1718, 1724, 1736, 1750, 1753, 1784, 1805, 1851, 1859, 1906, 1937, 1984, 1991, 2024, 2043, 2057,
  2069, 2088,
];
