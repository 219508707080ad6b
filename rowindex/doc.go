// Package rowindex maps Lance stable row ids to row addresses.
package rowindex
