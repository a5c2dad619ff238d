// Shard 2 of 4 of the jsdom gate matrix (see ./matrix.ts).
import { registerGateMatrix } from './matrix';

registerGateMatrix(2, 4);
