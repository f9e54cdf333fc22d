#!/bin/sh
# Copies the agent into the login items of the app being built (macOS only).
app="${BUILT_PRODUCTS_DIR}/${PRODUCT_NAME}.app"
if [ "$PLATFORM_NAME" = "macosx" ]; then
  mkdir -p "$app/Contents/Library/LoginItems"
  cp -R "${BUILT_PRODUCTS_DIR}/Agent.app" "$app/Contents/Library/LoginItems"
fi
