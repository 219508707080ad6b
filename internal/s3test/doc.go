// Package s3test runs a local S3 server for tests: versitygw serving a
// temporary directory on 127.0.0.1, and a fault-injecting proxy in front of
// it. It does not import the AWS SDK; a test points the s3store driver at a
// server through [Server.URL] and [Server.SetEnv].
//
// versitygw is a separate program: install it with
//
//	go install github.com/versity/versitygw/cmd/versitygw@v1.8.0
//
// [Start] finds it on PATH or in $(go env GOPATH)/bin and fails the test,
// naming that command, when it is missing.
package s3test
