package api

import (
	"reflect"
	"strings"
	"sync"
)

// withEmptyLists returns v with every nil slice and map that JSON would
// send as null replaced by an empty one, so a list the contract says is
// always present (a field without omitempty) reaches the browser as [] and
// never as null. v itself is not changed: a value is copied only along the
// path to a nil it replaces, and shared when there is none (domain packages
// return cached data, read by other requests at the same time).
func withEmptyLists[T any](v T) T {
	out, changed := fillLists(reflect.ValueOf(&v).Elem())
	if !changed {
		return v
	}
	return out.Interface().(T)
}

// fillLists returns v with its nil lists filled, and whether anything changed.
func fillLists(v reflect.Value) (reflect.Value, bool) {
	plan := planOf(v.Type())
	if !plan.mayFill {
		return v, false
	}
	switch v.Kind() {
	case reflect.Slice:
		if v.IsNil() {
			if v.Type().Elem().Kind() == reflect.Uint8 {
				return v, false // []byte is a base64 string: nil is ""
			}
			return reflect.MakeSlice(v.Type(), 0, 0), true
		}
		if !planOf(v.Type().Elem()).mayFill {
			return v, false
		}
		var out reflect.Value
		for i := range v.Len() {
			item, changed := fillLists(v.Index(i))
			if !changed {
				continue
			}
			if !out.IsValid() {
				out = reflect.MakeSlice(v.Type(), v.Len(), v.Len())
				reflect.Copy(out, v)
			}
			out.Index(i).Set(item)
		}
		if out.IsValid() {
			return out, true
		}
		return v, false
	case reflect.Map:
		if v.IsNil() {
			return reflect.MakeMap(v.Type()), true
		}
		var out reflect.Value
		iter := v.MapRange()
		for iter.Next() {
			item, changed := fillLists(iter.Value())
			if !changed {
				continue
			}
			if !out.IsValid() {
				out = reflect.MakeMapWithSize(v.Type(), v.Len())
				for _, k := range v.MapKeys() {
					out.SetMapIndex(k, v.MapIndex(k))
				}
			}
			out.SetMapIndex(iter.Key(), item)
		}
		if out.IsValid() {
			return out, true
		}
		return v, false
	case reflect.Pointer:
		if v.IsNil() {
			return v, false
		}
		elem, changed := fillLists(v.Elem())
		if !changed {
			return v, false
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(elem)
		return p, true
	case reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		elem, changed := fillLists(v.Elem())
		if !changed {
			return v, false
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(elem)
		return out, true
	case reflect.Struct:
		var out reflect.Value
		for _, f := range plan.fields {
			i := f.index
			if f.omitted && v.Field(i).IsZero() {
				continue
			}
			field, changed := fillLists(v.Field(i))
			if !changed {
				continue
			}
			if !out.IsValid() {
				out = reflect.New(v.Type()).Elem()
				out.Set(v)
			}
			out.Field(i).Set(field)
		}
		if out.IsValid() {
			return out, true
		}
		return v, false
	}
	return v, false
}

// typePlan is what fillLists needs to know of a type, worked out once per
// type: reading struct tags and walking fields that hold no list on every
// response cost as much as encoding it.
type typePlan struct {
	// mayFill: a value of the type can hold a nil list to fill (false for
	// strings, numbers, arrays and structs of those).
	mayFill bool
	// fields are a struct's exported fields that may hold one.
	fields []fieldPlan
}

type fieldPlan struct {
	index   int
	omitted bool
}

// plans are the typePlans by reflect.Type.
var plans sync.Map

// planOf returns the plan of type t, working it out on first use.
func planOf(t reflect.Type) *typePlan {
	if p, ok := plans.Load(t); ok {
		return p.(*typePlan)
	}
	p, _ := plans.LoadOrStore(t, makePlan(t, map[reflect.Type]bool{}))
	return p.(*typePlan)
}

// makePlan works out t's plan; visiting holds the types being worked out
// further up, which may hold a list (a recursive type is walked).
func makePlan(t reflect.Type, visiting map[reflect.Type]bool) *typePlan {
	p := &typePlan{}
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Interface:
		p.mayFill = true
	case reflect.Pointer:
		p.mayFill = mayFill(t.Elem(), visiting)
	case reflect.Struct:
		visiting[t] = true
		for i := range t.NumField() {
			f := t.Field(i)
			if f.IsExported() && mayFill(f.Type, visiting) {
				p.fields = append(p.fields, fieldPlan{index: i, omitted: omitted(f)})
			}
		}
		delete(visiting, t)
		p.mayFill = len(p.fields) > 0
	}
	return p
}

func mayFill(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if visiting[t] {
		return true
	}
	if p, ok := plans.Load(t); ok {
		return p.(*typePlan).mayFill
	}
	return makePlan(t, visiting).mayFill
}

// omitted reports whether JSON leaves the field out when it is empty (or
// always): such a list is optional in the contract, so nil stays nil (the
// lists inside one that is there are still filled).
func omitted(f reflect.StructField) bool {
	tag := f.Tag.Get("json")
	if tag == "-" {
		return true
	}
	_, opts, _ := strings.Cut(tag, ",")
	for opt := range strings.SplitSeq(opts, ",") {
		if opt == "omitempty" || opt == "omitzero" {
			return true
		}
	}
	return false
}
