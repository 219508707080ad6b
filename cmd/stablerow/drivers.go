package main

// The object-store drivers the command reads datasets through, besides
// local paths and file:// URLs.
import _ "github.com/stablerow/stablerow/objstore/s3store"
