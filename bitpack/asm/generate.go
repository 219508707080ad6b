package main

//go:generate go run . -kernel unpack
//go:generate go run . -kernel pack
