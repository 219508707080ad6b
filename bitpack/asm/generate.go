package main

//go:generate go run . -kernel unpack
//go:generate go run . -kernel pack
//go:generate go run . -kernel popcount
//go:generate go run . -kernel select64
//go:generate go run . -kernel select
//go:generate go run . -kernel setbits
//go:generate go run . -kernel fillrun
//go:generate go run . -kernel unpackentry
