/**
 * The words CJK pages use for setting out from a place, shared by the rules on titles, tags, names and
 * prose: 出发 / 出發 (Chinese) and 출발 (Korean), and Japanese 発 ("departing"), which is not the 発 that
 * opens 発祥 ("birthplace"), 発見 ("discovery") and the like. Japanese から ("from") is left to each rule:
 * it also opens a day's span of stops ("日光東照宮から華厳の滝まで").
 */
export const SETS_OUT = '出发|出發|출발';
export const HATSU = '発(?![祥見電酵表売明達生展行掘])';
