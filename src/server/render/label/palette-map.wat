;; The label PNG's palette pass (palette-map.ts), as WebAssembly: the canvas's pixels to one palette
;; index a byte, each row behind its PNG filter byte 0. The JavaScript loop of palette-map.ts does the
;; same and is the reference a test compares this with; this is several times faster because it tests
;; four pixels for white in one vector compare (most of a label is white ground) and runs without
;; JavaScript's bounds checks.
;;
;; Memory: the lookup table at 0 (65,536 bytes: the palette index for each pixel's low 16 bits, green
;; and red, as a little-endian 32-bit load reads them), the pixels and the output where the caller says.
;; `map` answers 1 when a pixel is not opaque, has green unequal to blue, or has no palette colour
;; (the lookup gives 255): the caller then writes the image in RGBA.
;;
;; After an edit, `npm run build:wasm` writes palette-map-binary.ts; a test checks the two agree.
(module
  (memory (export "memory") 1)
  ;; One pixel: its index written at $out; non-zero when it is not a palette colour.
  (func $pixel (param $px i32) (param $out i32) (result i32)
    (local $p i32) (local $index i32)
    (local.set $p (i32.load (local.get $px)))
    (local.set $index (i32.load8_u (i32.and (local.get $p) (i32.const 0xffff))))
    (i32.store8 (local.get $out) (local.get $index))
    ;; The top 16 bits must be alpha 255 and a blue equal to green; index 255 is "no palette colour".
    (i32.or
      (i32.xor (i32.shr_u (local.get $p) (i32.const 16))
               (i32.or (i32.const 0xff00) (i32.and (i32.shr_u (local.get $p) (i32.const 8)) (i32.const 0xff))))
      (i32.eq (local.get $index) (i32.const 255))))
  (func (export "map") (param $px i32) (param $out i32) (param $width i32) (param $height i32) (param $white i32) (result i32)
    (local $stray i32) (local $end i32) (local $whites i32) (local $row i32)
    (local.set $whites (i32.mul (local.get $white) (i32.const 0x01010101)))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $row) (local.get $height)))
        (i32.store8 (local.get $out) (i32.const 0))
        (local.set $out (i32.add (local.get $out) (i32.const 1)))
        (local.set $end (i32.add (local.get $px) (i32.shl (local.get $width) (i32.const 2))))
        (block $chunks_done
          (loop $chunks
            (br_if $chunks_done (i32.gt_u (i32.add (local.get $px) (i32.const 16)) (local.get $end)))
            ;; Four white pixels (all bits set) at once; otherwise four looked up one by one.
            (if (i32x4.all_true (i32x4.eq (v128.load (local.get $px)) (v128.const i32x4 -1 -1 -1 -1)))
              (then
                (i32.store (local.get $out) (local.get $whites))
                (local.set $px (i32.add (local.get $px) (i32.const 16)))
                (local.set $out (i32.add (local.get $out) (i32.const 4))))
              (else
                (local.set $stray (i32.or (local.get $stray) (call $pixel (local.get $px) (local.get $out))))
                (local.set $stray (i32.or (local.get $stray) (call $pixel (i32.add (local.get $px) (i32.const 4)) (i32.add (local.get $out) (i32.const 1)))))
                (local.set $stray (i32.or (local.get $stray) (call $pixel (i32.add (local.get $px) (i32.const 8)) (i32.add (local.get $out) (i32.const 2)))))
                (local.set $stray (i32.or (local.get $stray) (call $pixel (i32.add (local.get $px) (i32.const 12)) (i32.add (local.get $out) (i32.const 3)))))
                (local.set $px (i32.add (local.get $px) (i32.const 16)))
                (local.set $out (i32.add (local.get $out) (i32.const 4)))))
            (br $chunks)))
        ;; The last pixels of a row not a multiple of four wide.
        (block $tail_done
          (loop $tail
            (br_if $tail_done (i32.ge_u (local.get $px) (local.get $end)))
            (local.set $stray (i32.or (local.get $stray) (call $pixel (local.get $px) (local.get $out))))
            (local.set $px (i32.add (local.get $px) (i32.const 4)))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))
            (br $tail)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows)))
    (i32.ne (local.get $stray) (i32.const 0)))
)
