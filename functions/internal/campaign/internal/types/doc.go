// Package types holds the campaign's wire types (the spec's Campaign
// entity, the generation form, the refinement request and result) with
// their checks and the spec's structure rules. It is the leaf the
// campaign service, the reply parser and the built-in generator share;
// package campaign gives its names to the rest of the code. The TypeScript
// types of the web client are generated from it (cmd/gencontract).
package types
