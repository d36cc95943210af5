import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { shippingQueues, utilityTools, type UtilityTool } from '../../resources/shippingQueues';
import { LazyBoundary } from '../shell/LazyBoundary';

const WorkQueue = lazy(() => import('./WorkQueue'));
const Trace = lazy(() => import('./Trace'));
const Utilities = lazy(() => import('./Utilities'));

/**
 * The operations' screens (contract/builtRoutes.ts names their menu leaves): one work-queue screen
 * per queue of resources/shippingOperations.ts, trace, and the utilities' two tabs; each its own lazy
 * chunk.
 */
export const operationsRoutes = [
  ...shippingQueues.map((queue) => (
    <Route
      key={queue}
      path={`/${queue}`}
      element={
        <LazyBoundary onlyChunkErrors>
          <WorkQueue key={queue} queue={queue} />
        </LazyBoundary>
      }
    />
  )),
  <Route
    key="trace"
    path="/trace"
    element={
      <LazyBoundary onlyChunkErrors>
        <Trace />
      </LazyBoundary>
    }
  />,
  ...(Object.keys(utilityTools) as UtilityTool[]).map((tool) => (
    <Route
      key={tool}
      path={`/${utilityTools[tool].route}`}
      element={
        <LazyBoundary onlyChunkErrors>
          <Utilities tool={tool} />
        </LazyBoundary>
      }
    />
  )),
];
