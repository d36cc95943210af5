/** Orders as data: sources, statuses and their transitions, stages, actions, and the families. */
export * from './actions';
export * from './families';
export * from './orderActions';
export * from './sources';
export * from './stages';
export * from './statuses';
export * from './listQuery';
