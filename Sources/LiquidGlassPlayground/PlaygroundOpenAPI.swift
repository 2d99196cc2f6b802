import Foundation

/// The OpenAPI 3.1 document of the playground's JSON/HTTP API, served at `GET /api/openapi.json` (docs/PLAYGROUND.md
/// describes the same API in prose). Written by hand: the server's routes are Hummingbird's, not generated from it,
/// so `PlaygroundOpenAPITests` compares its paths and methods with the router's and fails when either gains one.
enum PlaygroundOpenAPI {
    static let document = #"""
{
  "openapi": "3.1.0",
  "info": {
    "title": "LiquidGlass Playground",
    "version": "1",
    "description": "Render scene files (docs/SCENES.md) with the LiquidGlass engine, export them as SwiftUI or UIKit code, animate their states. Served by `liquidglass playground` on loopback; every error is {\"error\": {status, code, message, line?, column?}}."
  },
  "paths": {
    "/api/render": {
      "post": {
        "summary": "The engine's picture of a scene, with its render report",
        "parameters": [
          {"$ref": "#/components/parameters/scale"},
          {"name": "layer", "in": "query", "schema": {"enum": ["final", "mask", "sdf", "displacement", "frost", "highlight", "shadow"], "default": "final"}},
          {"name": "format", "in": "query", "schema": {"enum": ["png", "png16", "json"], "default": "png"}},
          {"name": "compression", "in": "query", "description": "stored: the PNG's rows uncompressed (about 4x the bytes, a thirtieth of the time), for a client on loopback", "schema": {"enum": ["standard", "stored"], "default": "standard"}},
          {"name": "session", "in": "query", "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"}},
          {"name": "since", "in": "query", "description": "with session and format=png: the number (LiquidGlass-Frame) of the session's frame the client shows; when it is one of the session's last 8 frames and every render since named a frame, the PNG holds only the pixels that changed since it, placed by LiquidGlass-Region", "schema": {"type": "integer", "minimum": 1}},
          {"$ref": "#/components/parameters/state"},
          {"name": "colorScheme", "in": "query", "description": "Render in this scheme instead of the scene's", "schema": {"enum": ["light", "dark"]}}
        ],
        "requestBody": {"$ref": "#/components/requestBodies/scene"},
        "responses": {
          "200": {
            "description": "The PNG (report in the LiquidGlass-Report header, base64 JSON), or with format=json the report and the PNG in base64",
            "headers": {
              "LiquidGlass-Report": {"schema": {"type": "string", "contentEncoding": "base64"}},
              "LiquidGlass-Canvas": {"schema": {"type": "string", "pattern": "^[0-9]+x[0-9]+$"}},
              "LiquidGlass-Frame": {"description": "with session: this frame's number in the session", "schema": {"type": "integer"}},
              "LiquidGlass-Region": {"description": "with since: the PNG is this box (x,y,width,height in pixels) of the frame; every pixel outside it is the frame named by since", "schema": {"type": "string", "pattern": "^[0-9]+,[0-9]+,[0-9]+,[0-9]+$"}},
              "Server-Timing": {"schema": {"type": "string"}}
            },
            "content": {
              "image/png": {"schema": {"type": "string", "contentMediaType": "image/png"}},
              "application/json": {"schema": {"type": "object", "required": ["report", "png", "width", "height"],
                "properties": {"report": {"$ref": "#/components/schemas/Report"}, "png": {"type": "string", "contentEncoding": "base64"},
                  "width": {"type": "integer"}, "height": {"type": "integer"}, "renderMilliseconds": {"type": "number"}, "encodeMilliseconds": {"type": "number"}}}}
            }
          },
          "default": {"$ref": "#/components/responses/error"}
        }
      }
    },
    "/api/validate": {
      "post": {
        "summary": "The scene decoder's verdict, nothing rendered (200 either way)",
        "requestBody": {"$ref": "#/components/requestBodies/scene"},
        "responses": {
          "200": {"description": "ok, or the errors with line and column", "content": {"application/json": {"schema": {"type": "object", "required": ["ok", "errors"],
            "properties": {"ok": {"type": "boolean"},
              "errors": {"type": "array", "items": {"type": "object", "properties": {"line": {"type": "integer"}, "column": {"type": "integer"}, "message": {"type": "string"}, "description": {"type": "string"}}}},
              "canvas": {"type": "object", "properties": {"width": {"type": "number"}, "height": {"type": "number"}, "scale": {"type": "number"}}},
              "elements": {"type": "integer"}, "states": {"type": "array", "items": {"type": "string"}},
              "colorScheme": {"enum": ["light", "dark"]},
              "accessibility": {"type": "object", "properties": {"reduceTransparency": {"type": "boolean"}, "increaseContrast": {"type": "boolean"},
                "reduceMotion": {"type": "boolean"}, "tinted": {"type": "number", "minimum": 0, "maximum": 1}}},
              "lightAngle": {"type": "number", "description": "the highlights' light direction in degrees the render uses: the scene's lightAngle, else the engine's -50"},
              "glass": {"type": "array", "items": {"type": "object", "properties": {"item": {"type": "string"}, "interactive": {"type": "boolean"},
                "labelText": {"type": "string"}, "labelSymbol": {"type": "string"}, "containerSpacing": {"type": "number"},
                "shape": {"type": "object", "properties": {"kind": {"enum": ["capsule", "circle", "ellipse", "rectangle", "roundedRectangle", "path"]},
                  "cornerRadius": {"type": "number"}, "style": {"enum": ["continuous", "circular"]}}}, "union": {"type": "string"}}}}}}}}},
          "default": {"$ref": "#/components/responses/error"}
        }
      }
    },
    "/api/edit": {
      "post": {
        "summary": "A glass element's keys, or the scene's settings, changed in the scene's text in place (the page's drag, resize and inspector)",
        "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["scene"],
          "properties": {"scene": {"type": "string"}, "element": {"type": "string", "description": "an id, or #n (drawing order, from 1)"},
            "set": {"type": "object", "description": "keys of docs/SCENES.md's elements but id; null removes a key",
              "propertyNames": {"enum": ["shape", "frame", "glass", "tint", "interactive", "union", "label", "pressed", "touch"]}},
            "containerSpacing": {"type": "number", "minimum": 0},
            "sceneSet": {"type": "object", "description": "the scene's own keys, each written whole; null removes one (not canvas)",
              "propertyNames": {"enum": ["colorScheme", "canvas", "accessibility", "lightAngle"]}}}}}}},
        "responses": {
          "200": {"description": "The new text", "content": {"application/json": {"schema": {"type": "object", "required": ["scene"], "properties": {"scene": {"type": "string"}}}}}},
          "default": {"$ref": "#/components/responses/error"}
        }
      }
    },
    "/api/code": {
      "post": {
        "summary": "The scene as SwiftUI or UIKit code, what it does not express, and the linter's findings on it",
        "parameters": [
          {"name": "framework", "in": "query", "schema": {"enum": ["swiftui", "uikit"], "default": "swiftui"}},
          {"name": "name", "in": "query", "schema": {"type": "string", "pattern": "^[A-Za-z0-9 _-]{1,64}$", "default": "Scene"}},
          {"$ref": "#/components/parameters/state"}
        ],
        "requestBody": {"$ref": "#/components/requestBodies/scene"},
        "responses": {
          "200": {"description": "The Swift file", "content": {"application/json": {"schema": {"type": "object",
            "required": ["framework", "typeName", "previewName", "source", "assets", "notExpressed", "lint"],
            "properties": {"framework": {"type": "string"}, "typeName": {"type": "string"}, "previewName": {"type": "string"}, "source": {"type": "string"},
              "assets": {"type": "array", "items": {"type": "string"}},
              "notExpressed": {"type": "array", "items": {"type": "object", "properties": {"element": {"type": "string"}, "key": {"type": "string"}, "detail": {"type": "string"}}}},
              "lint": {"type": "array", "items": {"type": "object", "properties": {"line": {"type": "integer"}, "column": {"type": "integer"}, "rule": {"type": "string"}, "severity": {"type": "string"}, "message": {"type": "string"}}}}}}}}},
          "default": {"$ref": "#/components/responses/error"}
        }
      }
    },
    "/api/animate": {
      "post": {
        "summary": "The engine's frames of a transition between two of the scene's states",
        "parameters": [
          {"name": "from", "in": "query", "schema": {"type": "string"}},
          {"name": "to", "in": "query", "schema": {"type": "string"}},
          {"name": "fps", "in": "query", "schema": {"type": "number", "minimum": 1, "maximum": 60, "default": 15}},
          {"$ref": "#/components/parameters/scale"},
          {"name": "format", "in": "query", "schema": {"enum": ["apng", "filmstrip"], "default": "apng"}},
          {"name": "animation", "in": "query", "description": "SwiftUI's named animation; default the scene's for the pair, else smooth",
            "schema": {"enum": ["smooth", "snappy", "bouncy", "spring", "interactiveSpring", "default", "linear", "easeIn", "easeOut", "easeInOut"]}},
          {"name": "duration", "in": "query", "schema": {"type": "number", "minimum": 0.05, "maximum": 10}},
          {"name": "bounce", "in": "query", "schema": {"type": "number", "minimum": -1, "maximum": 1}}
        ],
        "requestBody": {"$ref": "#/components/requestBodies/scene"},
        "responses": {
          "200": {"description": "An APNG, or a filmstrip PNG", "headers": {"LiquidGlass-Frames": {"schema": {"type": "integer"}}},
            "content": {"image/apng": {"schema": {"type": "string"}}, "image/png": {"schema": {"type": "string"}}}},
          "default": {"$ref": "#/components/responses/error"}
        }
      }
    },
    "/api/samples": {
      "get": {
        "summary": "The example scenes and the backdrops a scene may name",
        "responses": {"200": {"description": "The listing", "content": {"application/json": {"schema": {"type": "object", "properties": {
          "scenes": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "fileName": {"type": "string"}, "format": {"enum": ["yaml", "json"]}, "text": {"type": "string"}}}},
          "backdrops": {"type": "array", "items": {"$ref": "#/components/schemas/Backdrop"}}}}}}}}
      }
    },
    "/api/symbols": {
      "get": {
        "summary": "The SF Symbols names the engine draws",
        "responses": {"200": {"description": "The names", "content": {"application/json": {"schema": {"type": "object", "properties": {
          "symbols": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}, "source": {"type": "string"}}}},
          "iconFont": {"type": "boolean"}, "compositions": {"type": "array", "items": {"type": "string"}}}}}}}}
      }
    },
    "/api/backdrops": {
      "post": {
        "summary": "Upload a PNG or JPEG backdrop; a scene names it by the answer's name",
        "requestBody": {"required": true, "content": {"image/png": {"schema": {"type": "string"}}, "image/jpeg": {"schema": {"type": "string"}}}},
        "responses": {"201": {"description": "Stored", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Backdrop"}}}},
          "default": {"$ref": "#/components/responses/error"}}
      }
    },
    "/api/backdrops/{name}": {
      "get": {
        "summary": "A sample's or an upload's file",
        "parameters": [{"name": "name", "in": "path", "required": true, "schema": {"type": "string"}}],
        "responses": {"200": {"description": "The file", "content": {"image/png": {"schema": {"type": "string"}}, "image/jpeg": {"schema": {"type": "string"}}}},
          "default": {"$ref": "#/components/responses/error"}}
      }
    },
    "/api/openapi.json": {
      "get": {"summary": "This document", "responses": {"200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}}}
    }
  },
  "components": {
    "parameters": {
      "scale": {"name": "scale", "in": "query", "description": "pixels per point", "schema": {"type": "number", "exclusiveMinimum": 0, "maximum": 8}},
      "state": {"name": "state", "in": "query", "description": "one of the scene's states", "schema": {"type": "string"}}
    },
    "requestBodies": {
      "scene": {"required": true, "description": "A scene file (docs/SCENES.md), YAML or JSON, at most 1 MiB",
        "content": {"application/yaml": {"schema": {"type": "string"}}, "application/json": {"schema": {"type": "object"}}}}
    },
    "responses": {
      "error": {"description": "A refused request", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
    },
    "schemas": {
      "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "object", "required": ["status", "code", "message"],
        "properties": {"status": {"type": "integer"}, "code": {"type": "string"}, "message": {"type": "string"}, "line": {"type": "integer"}, "column": {"type": "integer"}}}}},
      "Backdrop": {"type": "object", "properties": {"name": {"type": "string"}, "width": {"type": "integer"}, "height": {"type": "integer"}, "bytes": {"type": "integer"}, "sample": {"type": "boolean"}}},
      "Report": {"type": "object", "description": "The render report (liquidglass render --report)", "properties": {
        "elements": {"type": "array", "items": {"type": "object"}}, "warnings": {"type": "array", "items": {"type": "object"}}}}
    }
  }
}
"""#
}
