module github.com/stablerow/stablerow/bitpack/asm

go 1.23.0

require github.com/mmcloughlin/avo v0.6.0 // indirect
