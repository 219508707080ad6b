package main

//go:generate go run . -kernel unpack
