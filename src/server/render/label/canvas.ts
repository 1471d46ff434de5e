// The memory setting first: the canvas library reads it when it loads (canvas-memory.ts).
import './canvas-memory.ts'

export { createCanvas, GlobalFonts, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
