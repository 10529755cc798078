// What the app uses of the simulators, loaded only through src/simulated-mode.ts (demo and dev).
export { createPaymentSimulators, registerSimulatorRoutes, seedSimulatedPayments } from './payments/payment-simulators';
