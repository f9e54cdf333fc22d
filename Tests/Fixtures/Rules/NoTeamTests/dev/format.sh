#!/bin/sh
# Formats the sources.
swift format --in-place --recursive Sources Tests
