// Package creatures knows the creatures campaigns name: the table the
// built-in campaigns fight with (resolved in the SRD catalogue), their
// plurals, and the words that count them.
package creatures
