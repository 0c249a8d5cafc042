export { chooseBridgeAction } from './bot.js';
export { chooseCall } from './bidding.js';
export { type Shown, readSeat } from './meaning.js';
export {
  type BridgeChooser,
  type PlayedBoard,
  botChooser,
  historyOf,
  playBoard as playBridgeBoard,
} from './self-play.js';
export { bridgeDecide, bridgeForSeat, readableBridgeView } from './seat.js';
