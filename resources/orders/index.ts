/** Orders as data: sources, statuses and their transitions, stages, actions, and the families. */
export * from './actions';
export * from './families';
export * from './irregularPaths';
export * from './sources';
export * from './stages';
export * from './statuses';
export * from './writeForms';
